/**
 * Every filter of every resource, walked as a user meets it: listed once in "add filter" with its
 * label (the always-on ones are on screen instead), shown with its value when the address sets one
 * (a link from the map, an old bookmark), and gone again with "clear all filters".
 */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ListBase, ResourceContextProvider, type DataProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import en from '../../../i18n/en';
import type { FieldDef, ResourceDef } from '../../../resources/define';
import { routeName } from '../../../resources/registry';
import { renderShell } from '../../layout/test-utils';
import { registry } from '../registry';
import { ListToolbarContent } from './ListToolbar';

const labels = (def: ResourceDef) => (en.resources as Record<string, { fields: Record<string, string> }>)[def.name].fields;

/** A value an address could carry for a filter of this kind. */
function sampleValue(field: FieldDef): unknown {
  switch (field.kind) {
    case 'enum':
      return field.filter === 'anyOf' ? [Object.keys(field.values)[0]] : Object.keys(field.values)[0];
    case 'reference':
    case 'referenceMany':
      return field.filter === 'anyOf' ? ['1'] : '1';
    case 'boolean':
      return true;
    case 'number':
    case 'money':
    case 'percent':
      return field.filter === 'range' ? { gte: 1 } : 1;
    case 'date':
    case 'datetime':
      return field.filter === 'range' ? { gte: '2026-01-01' } : '2026-01-01';
    default:
      return 'x';
  }
}

const filtered = (def: ResourceDef) => Object.entries(def.fields).filter(([, f]) => f.filter && !f.writeOnly && f.kind !== 'geo' && f.kind !== 'json');

/** The filters through a reference (`filterThrough`): their key in the list's filter, their label naming both fields, a value. */
const throughs = (def: ResourceDef) =>
  Object.entries(def.fields).flatMap(([via, f]) => {
    const target = f.kind === 'reference' ? registry.byName(f.to) : undefined;
    return f.kind === 'reference' && target
      ? (f.filterThrough ?? []).map((name) => ({
          source: `${via}@${name}`,
          label: `${labels(def)[via]}: ${labels(target)[name]}`,
          value: sampleValue({ ...target.fields[name], filter: 'anyOf' } as FieldDef),
        }))
      : [];
  });

function renderToolbar(def: ResourceDef, filter: Record<string, unknown>) {
  const resource = routeName(def);
  const getList = vi.fn(async () => ({ data: [], total: 0, meta: { titles: {} } }));
  const getMany = vi.fn(async (_r: string, { ids }: { ids: string[] }) => ({ data: ids.map((id) => ({ id, name: `#${id}` })) }));
  const search = Object.keys(filter).length ? `?filter=${encodeURIComponent(JSON.stringify(filter))}` : '';
  return renderShell(
    <Routes>
      <Route
        path="/*"
        element={
          <ResourceContextProvider value={resource}>
            <ListBase resource={resource} disableSyncWithLocation={false}>
              <ListToolbarContent def={def} registry={registry} columns={[]} defaults={[]} />
            </ListBase>
          </ResourceContextProvider>
        }
      />
    </Routes>,
    { dataProvider: { getList, getMany } as unknown as Partial<DataProvider>, route: `/${resource}${search}` },
  );
}

/** Text as Testing Library's label queries read it: whitespace collapsed, trimmed. */
const text = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim();

/**
 * The filter form's controls by the label that names them, as Testing Library's label queries
 * find them (a `<label for>`, `aria-labelledby`, `aria-label`) but in one pass over the form: its
 * `*ByLabelText` computes every element's label relations per query, two thirds of this file's
 * time with 56 resources (a label's control looked up by id here, not by jsdom's tree walk).
 */
function labelledControls(form: HTMLElement): Map<string, Element> {
  const found = new Map<string, Element>();
  const add = (label: string, control: Element | null) => {
    if (control && label && !found.has(label)) found.set(label, control);
  };
  for (const label of form.querySelectorAll('label')) add(text(label), label.htmlFor ? document.getElementById(label.htmlFor) : null);
  for (const control of form.querySelectorAll('[aria-labelledby]')) {
    const ids = (control.getAttribute('aria-labelledby') ?? '').split(/\s+/).filter(Boolean);
    add(
      ids
        .map((id) => (document.getElementById(id) ? text(document.getElementById(id) as Element) : ''))
        .join(' ')
        .trim(),
      control,
    );
  }
  for (const control of form.querySelectorAll('[aria-label]')) add(control.getAttribute('aria-label') ?? '', control);
  return found;
}

/**
 * The button named `name`, found by its text and held to its role and accessible name: Testing
 * Library's `getByRole('button', { name })` computes the name of every button on the screen (each
 * filter's own: date pickers, clear buttons) and took 27 of this file's 70 s.
 */
function button(name: string): HTMLElement {
  const found = screen.getByText(name).closest('button, [role="button"]');
  expect(found, name).not.toBeNull();
  expect(found).toHaveAccessibleName(name);
  return found as HTMLElement;
}

describe('every filter of every resource', () => {
  it.each(registry.all.filter((d) => filtered(d).length > 0).map((d) => [d.name, d] as const))('%s', async (_name, def) => {
    const fields = filtered(def);
    const through = throughs(def);
    const value = Object.fromEntries([...fields.map(([name, f]) => [name, sampleValue(f)]), ...through.map((t) => [t.source, t.value])]);
    renderToolbar(def, value);
    // react-admin's filter form has no accessible name, so no role to find it by: it is the list's one form
    const form = await waitFor(() => {
      const found = document.querySelector('form');
      expect(found).not.toBeNull();
      return found as HTMLElement;
    });
    // set by the address: every one is on screen, under its label
    await waitFor(() => {
      const controls = labelledControls(form);
      for (const [name] of fields) expect(controls.get(labels(def)[name]), `${def.name}.${name}`).toBeTruthy();
      for (const t of through) expect(controls.get(t.label), `${def.name}.${t.source}`).toBeTruthy();
    });
    // "add filter" lists each filter that is not always on, once, by its label
    const optional = [...fields.filter(([, f]) => !f.alwaysOn).map(([name]) => labels(def)[name]), ...through.map((t) => t.label)];
    if (optional.length) {
      await userEvent.click(button('Add filter'));
      const items = (await screen.findAllByRole('menuitemcheckbox')).map((i) => i.textContent);
      expect(items.sort(), def.name).toEqual([...optional].sort());
      fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    }
    // and all of them go with one click
    await userEvent.click(button('Clear all filters'));
    await waitFor(() => {
      const controls = labelledControls(form);
      for (const [name, f] of fields) if (!f.alwaysOn) expect(controls.get(labels(def)[name]), `${def.name}.${name} removed`).toBeUndefined();
      for (const t of through) expect(controls.get(t.label), `${def.name}.${t.source} removed`).toBeUndefined();
    });
    await waitFor(() => expect(screen.queryByText('Clear all filters')).toBeNull());
  });
});
