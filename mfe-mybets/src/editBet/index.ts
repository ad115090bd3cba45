export { EditBet } from './EditBet';
export { editOffered } from './editBetModel';
