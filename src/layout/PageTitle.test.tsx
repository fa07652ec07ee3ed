import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { PageTitle } from './PageTitle';

describe('PageTitle', () => {
  it("shows the title in the app bar's title box, also when that box mounts in the same commit as the page", () => {
    render(
      <>
        <div id="react-admin-title" data-testid="bar" />
        <PageTitle>Batteries</PageTitle>
      </>,
    );
    expect(screen.getByTestId('bar')).toHaveTextContent('Batteries');
  });

  it('shows nothing where there is no title box', () => {
    const { container } = render(<PageTitle>Batteries</PageTitle>);
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByText('Batteries')).toBeNull();
  });
});
