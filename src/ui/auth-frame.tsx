import type { ReactNode } from 'react';
import { Brand } from './brand';

/** The frame of the signed-out pages (sign in, sign up, passwords): the brand above a centred card. */
export function AuthFrame({ children }: { children: ReactNode }) {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-6 p-4">
      <Brand />
      {children}
    </main>
  );
}
