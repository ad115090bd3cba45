export {
  SUB_HEADER_HEIGHT_PX,
  bar,
  button,
  header,
  iconButton,
  panelHeading,
  primaryButton,
  spacer,
  srOnly,
} from './headerStyles';
