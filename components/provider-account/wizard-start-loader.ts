/** The wizard's start, loaded when a provider's sign-up continues into it (its own chunk), with the form kit its rules are built from. */
export const loadWizardStart = () => import('./wizard-start').then(({ wizardStart }) => wizardStart());
