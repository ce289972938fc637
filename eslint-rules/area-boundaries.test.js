import rule from './area-boundaries.js';
import { ruleTester } from './rule-tester.js';

ruleTester.run('area-boundaries', rule, {
  valid: [
    { filename: 'src/areas/inventory/items.tsx', code: "import { x } from './format'; import { m } from '../../machines/inventory/item.machine';" },
    {
      filename: 'src/areas/inventory/items.tsx',
      code: "import { createListMachine } from '../../machines/list.machine'; import { Page } from '../../ui/page'; import { phone } from '@shared/phone';",
    },
    { filename: 'src/machines/supplier/order.machine.ts', code: "import type { components } from '@contract'; import { failure } from '../failure';" },
    { filename: 'src/routes/merchant.inventory.tsx', code: "import { Items } from '../areas/inventory/items'; import { Units } from '../areas/merchant/units';" },
    {
      filename: 'src/areas/supplier/connections.tsx',
      code: "import { connectionMachine } from '../../machines/connections/connection.machine'; import { ConnectionActions } from '../connections/connection-actions';",
    },
    { filename: 'src/areas/merchant/units.test.tsx', code: "import { renderScreen } from '../../../test/screens';" },
  ],
  invalid: [
    {
      filename: 'src/areas/purchasing/cart.tsx',
      code: "import { Badge } from '../inventory/status-badge';",
      errors: [{ messageId: 'otherArea', data: { area: 'purchasing', other: 'inventory', source: '../inventory/status-badge' } }],
    },
    { filename: 'src/machines/merchant/unit.machine.ts', code: "import { rules } from '../supplier/product-form.machine';", errors: [{ messageId: 'otherArea' }] },
    { filename: 'src/areas/supplier/orders.tsx', code: "export * from '../../machines/purchasing/cart.machine';", errors: [{ messageId: 'otherArea' }] },
    { filename: 'src/areas/connections/panel.tsx', code: "import { x } from '../merchant/supplier-form';", errors: [{ messageId: 'otherArea' }] },
    { filename: 'src/areas/merchant/test-router.tsx', code: "import { handlers } from '../../../test/msw/merchant';", errors: [{ messageId: 'testCode' }] },
    { filename: 'src/machines/session.harness.ts', code: "import { deferred } from '../../test/promises';", errors: [{ messageId: 'testCode' }] },
  ],
});
