import type { ReactNode } from 'react';
import { page, panel, title as titleStyle } from './auth.css';

export type AuthPageWidth = 'narrow' | 'wide';

export type AuthPageProps = {
  /** The page's one heading, e.g. 'Real Estate CRM'. */
  title: string;
  /** 'wide' leaves room for two fields side by side. */
  width?: AuthPageWidth;
  children: ReactNode;
};

/**
 * The frame of a signed-out page. It owns the page's main landmark because these pages sit
 * outside the AppShell, which provides it for every other screen.
 */
export function AuthPage({ title, width = 'narrow', children }: AuthPageProps) {
  return (
    <main className={page}>
      <div className={panel} data-width={width}>
        <h1 className={titleStyle}>{title}</h1>
        {children}
      </div>
    </main>
  );
}
