// No React here: the build's landing frame (build/first-paint-plugin.ts) draws its links with these classes too.

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'line';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-brand-600 text-white shadow-sm hover:bg-brand-700 active:bg-brand-800',
  secondary: 'border border-brand-600 bg-white text-brand-700 hover:bg-brand-50',
  ghost: 'text-brand-700 hover:bg-brand-50',
  line: 'bg-line text-white shadow-sm hover:brightness-95',
};

/** 44 px minimum height: the touch-target size of WCAG 2.5.5. */
export function buttonClasses(variant: ButtonVariant = 'primary', extra = ''): string {
  return `inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-6 py-2.5 text-base font-semibold transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60 ${VARIANTS[variant]} ${extra}`;
}
