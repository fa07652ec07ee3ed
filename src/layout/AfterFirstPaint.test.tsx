import { describe, expect, it } from 'vitest';
import { useLayoutEffect } from 'react';
import { render, screen } from '@testing-library/react';
import { AfterFirstPaint } from './AfterFirstPaint';

describe('AfterFirstPaint', () => {
  it('commits the content first, its children in a later render', async () => {
    const atFirstCommit: (string | null)[] = [];
    function Content() {
      useLayoutEffect(() => {
        atFirstCommit.push(document.body.textContent);
      }, []);
      return <p>rows</p>;
    }
    render(
      <>
        <Content />
        <AfterFirstPaint>
          <nav>menu</nav>
        </AfterFirstPaint>
      </>,
    );
    expect(atFirstCommit).toEqual(['rows']);
    expect(await screen.findByText('menu')).toBeInTheDocument();
  });
});
