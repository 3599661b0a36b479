import { describe, expect, it } from 'vitest';
import { failOnConsoleErrors } from './console-errors';

describe('the console.error gate of the web tests', () => {
  it('fails with what was printed, then starts afresh', () => {
    console.error('The %s could not be drawn', 'coupon QR code');
    expect(() => failOnConsoleErrors()).toThrow(
      'console.error was called 1 time(s):\nThe coupon QR code could not be drawn',
    );
    expect(() => failOnConsoleErrors()).not.toThrow();
  });
});
