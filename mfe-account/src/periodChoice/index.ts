export { PeriodChoiceForm } from './PeriodChoiceForm';
