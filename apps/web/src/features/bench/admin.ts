// The florist's bench in the admin panel.
export { BenchPanel } from './panels/bench-panel';
