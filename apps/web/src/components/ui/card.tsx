import type { HTMLAttributes, Ref } from 'react';
import { type CardStyle, cardClasses } from './card-classes';

type CardElement = 'div' | 'section' | 'li' | 'article' | 'aside' | 'header';

export interface CardProps extends CardStyle, HTMLAttributes<HTMLElement> {
  /** The element the card is: a section with a heading, an item of a list, or a plain box. */
  as?: CardElement;
  ref?: Ref<HTMLElement>;
}

/**
 * The white card every screen builds on (member app and console). Its look comes from the variant props;
 * `className` only arranges what is inside it.
 */
export function Card({
  as: Element = 'div',
  padding,
  radius,
  elevation,
  isOutlined,
  isInteractive,
  className,
  ref,
  ...rest
}: CardProps) {
  return (
    <Element
      ref={ref as Ref<never>}
      className={cardClasses({ padding, radius, elevation, isOutlined, isInteractive }, className)}
      {...rest}
    />
  );
}
