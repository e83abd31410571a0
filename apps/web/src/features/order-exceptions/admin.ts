// Order exceptions in the admin panel: the desk's told-and-answered list.
export { ExceptionsPanel } from './panels/exceptions-panel';
