import { describe, expect, it } from 'vitest';
import { useEffect, type ComponentType, type ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { ResourceDefinitionContextProvider, useResourceDefinitionContext, useResourceDefinitions, type ResourceDefinitions } from 'react-admin';
import { StaticResourceDefinitions } from './StaticResourceDefinitions';

const DEFINITIONS: ResourceDefinitions = {
  posts: { name: 'posts', hasList: true, hasEdit: true, hasShow: true, hasCreate: false },
  comments: { name: 'comments', hasList: true, hasEdit: false, hasShow: true, hasCreate: false },
};

/** Registers and unregisters every resource in an effect, as react-admin's router does on mount (twice). */
function Registrations() {
  const { register, unregister } = useResourceDefinitionContext();
  useEffect(() => {
    Object.values(DEFINITIONS).forEach(unregister);
    Object.values(DEFINITIONS).forEach(register);
  }, [register, unregister]);
  return null;
}

function renderWith(Provider: ComponentType<{ children: ReactNode }>) {
  const seen: string[] = [];
  function Reader() {
    const definitions = useResourceDefinitions();
    const names = Object.keys(definitions).sort().join(',');
    seen.push(names);
    return <p>{`resources: ${names}`}</p>;
  }
  render(
    <Provider>
      <Registrations />
      <Reader />
    </Provider>,
  );
  return seen;
}

describe('StaticResourceDefinitions', () => {
  it('gives every definition from the first render, and registrations change nothing (no re-render)', async () => {
    const seen = renderWith(({ children }) => <StaticResourceDefinitions definitions={DEFINITIONS}>{children}</StaticResourceDefinitions>);
    expect(await screen.findByText('resources: comments,posts')).toBeInTheDocument();
    expect(seen).toEqual(['comments,posts']);
  });

  it('registers a resource that is not among the given ones, and unregisters it', async () => {
    const tags = { name: 'tags', hasList: true, hasEdit: false, hasShow: false, hasCreate: false };
    function Tags({ on }: { on: boolean }) {
      const { register, unregister } = useResourceDefinitionContext();
      useEffect(() => {
        if (!on) return;
        register(tags);
        return () => unregister(tags);
      }, [on, register, unregister]);
      return null;
    }
    function Names() {
      return <p>{`names: ${Object.keys(useResourceDefinitions()).sort().join(',')}`}</p>;
    }
    const { rerender } = render(
      <StaticResourceDefinitions definitions={DEFINITIONS}>
        <Tags on />
        <Names />
      </StaticResourceDefinitions>,
    );
    expect(await screen.findByText('names: comments,posts,tags')).toBeInTheDocument();
    rerender(
      <StaticResourceDefinitions definitions={DEFINITIONS}>
        <Tags on={false} />
        <Names />
      </StaticResourceDefinitions>,
    );
    expect(await screen.findByText('names: comments,posts')).toBeInTheDocument();
  });

  it('(control) react-admin’s provider starts empty and re-renders its readers at each registration', async () => {
    const seen = renderWith(({ children }) => <ResourceDefinitionContextProvider>{children}</ResourceDefinitionContextProvider>);
    expect(await screen.findByText('resources: comments,posts')).toBeInTheDocument();
    expect(seen[0]).toBe('');
    expect(seen.length).toBeGreaterThan(1);
  });
});
