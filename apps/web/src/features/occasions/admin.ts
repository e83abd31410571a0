// The admin panel's part of occasions: the owner's festival dates (Settings).
export { FestivalDatesSection } from './components/festival-dates-section';
