/**
 * Long words read whole in the shell: a menu entry's name wraps instead of being cut off with "…"
 * (English and French names are long), and the bell makes room for a wide badge ("999+") so it
 * covers no neighbouring button, right to left too.
 */
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import Dashboard from '@mui/icons-material/Dashboard';
import { MenuLink } from './MenuLink';
import { badgeRoom } from './NotificationsMenu';

describe('labels read whole', () => {
  it('wraps a long menu name rather than cutting it off', () => {
    const label = 'Store real-name verifications';
    render(
      <MemoryRouter>
        <MenuLink to="/store/user-real" label={label} icon={<Dashboard />} active={false} mini={false} />
      </MemoryRouter>,
    );
    const text = screen.getByText(label);
    const style = getComputedStyle(text);
    expect(style.whiteSpace).toBe('normal');
    expect(style.textOverflow).not.toBe('ellipsis');
    expect(text.className).not.toMatch(/noWrap/);
  });

  it('gives the bell room for a badge of two digits or more', () => {
    expect(badgeRoom(0)).toBe(0);
    expect(badgeRoom(7)).toBe(0);
    expect(badgeRoom(42)).toBeGreaterThan(0);
    expect(badgeRoom(1234)).toBeGreaterThan(badgeRoom(42));
  });
});
