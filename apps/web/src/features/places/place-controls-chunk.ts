/** The place controls' own chunk (see place-controls.ts). */
export { LocateButton } from './locate-button';
export { PlacePicker } from './place-picker';
