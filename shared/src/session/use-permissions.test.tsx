import { renderHook } from '@testing-library/react';
import fc from 'fast-check';
import { Provider } from 'jotai';
import type { ReactNode } from 'react';
import { testSession } from '../testing/render-with-providers';
import { appStore } from './app-store';
import { sessionAtom } from './session-atom';
import { permissionsOf, usePermissions } from './use-permissions';

const letters = fc.stringMatching(/^[CRUDcrudX]{0,6}$/);

describe('permissionsOf', () => {
  it('grants exactly the letters of the menu item, in either case', () => {
    fc.assert(
      fc.property(letters, (crud) => {
        const upper = crud.toUpperCase();
        expect(permissionsOf({ crud })).toEqual({
          canCreate: upper.includes('C'),
          canRead: upper.includes('R'),
          canUpdate: upper.includes('U'),
          canDelete: upper.includes('D'),
          needsGestor: false,
        });
      }),
    );
  });

  it('grants nothing without a menu item (signed out, or a screen the menu lacks)', () => {
    expect(permissionsOf(null)).toEqual({
      canCreate: false,
      canRead: false,
      canUpdate: false,
      canDelete: false,
      needsGestor: false,
    });
  });

  it('keeps reading but no writing for a non-gestor where writes need the flag, and says so', () => {
    fc.assert(
      fc.property(letters, (crud) => {
        const upper = crud.toUpperCase();
        const permissions = permissionsOf({ crud }, { requireGestor: true, gestor: false });
        expect(permissions.canRead).toBe(upper.includes('R'));
        expect([permissions.canCreate, permissions.canUpdate, permissions.canDelete]).toEqual([false, false, false]);
        expect(permissions.needsGestor).toBe(/[CUD]/.test(upper));
        expect(permissionsOf({ crud }, { requireGestor: true, gestor: true })).toEqual(permissionsOf({ crud }));
      }),
    );
  });
});

describe('usePermissions', () => {
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={appStore}>{children}</Provider>;

  it("reads the signed-in user's gestor flag", () => {
    appStore.set(sessionAtom, testSession({ gestor: false }));
    const { result } = renderHook(() => usePermissions({ crud: 'CRU' }, { requireGestor: true }), { wrapper });
    expect(result.current).toMatchObject({ canRead: true, canCreate: false, needsGestor: true });
    appStore.set(sessionAtom, testSession({ gestor: true }));
    const { result: gestor } = renderHook(() => usePermissions({ crud: 'CRU' }, { requireGestor: true }), { wrapper });
    expect(gestor.current).toMatchObject({ canRead: true, canCreate: true, canUpdate: true, needsGestor: false });
  });
});
