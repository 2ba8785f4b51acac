// The plain start with its country call sent from the HTML (pages/_document.jsx), as the app's live
// build does: scripts/lighthouse.mjs shows its score beside the app's.
export { default } from './index';
