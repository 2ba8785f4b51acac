import type { ComponentPropsWithoutRef, ElementType } from 'react';

/** Inner room: `normal` on every width, `roomy` wider from tablet up (forms), `none` for rows that bring their own. */
const PADDING = { normal: 'p-4', roomy: 'p-4 tablet:p-6', none: '' } as const;

type CardProps<T extends ElementType> = {
  /** The element or component the card is: `section`, `li`, `article`, `dl`, a `Link`, Formik's `Form`… (a `div` by default). */
  as?: T;
  padding?: keyof typeof PADDING;
  /** A card that is itself a link: its border takes the brand colour on hover and keyboard focus. */
  interactive?: boolean;
  className?: string;
} & Omit<ComponentPropsWithoutRef<T>, 'as' | 'className'>;

/** The card surface every screen uses: white, a light border, rounded corners. */
export function Card<T extends ElementType = 'div'>({
  as,
  padding = 'normal',
  interactive = false,
  className,
  ...rest
}: CardProps<T>) {
  const Element: ElementType = as ?? 'div';
  const classes = [
    'rounded-xl border border-slate-200 bg-white',
    PADDING[padding],
    interactive && 'hover:border-brand focus-visible:border-brand',
    className,
  ];
  return <Element className={classes.filter(Boolean).join(' ')} {...rest} />;
}
