import rule from './api-client-imports.js';
import { ruleTester } from './rule-tester.js';

const error = { messageId: 'apiClient' };

ruleTester.run('api-client-imports', rule, {
  valid: [
    { filename: 'src/areas/inventory/inventory.actors.ts', code: "import { api } from '../../api/client';" },
    { filename: 'src/api/errors.ts', code: "import type { FetchResponse } from 'openapi-fetch';" },
    { filename: 'src/api/auth.ts', code: "import { apexApi } from './client';" },
    { filename: 'src/areas/inventory/inventory.test.tsx', code: "import { api } from '../../api/client';" },
    { filename: 'src/areas/inventory/items.tsx', code: "import { dataOf } from '../../api/errors'; import { fetchItems } from './inventory.actors';" },
  ],
  invalid: [
    { filename: 'src/areas/inventory/items.tsx', code: "import { api } from '../../api/client';", errors: [error] },
    { filename: 'src/machines/inventory/item.machine.ts', code: "import createClient from 'openapi-fetch';", errors: [error] },
    { filename: 'src/app/app.tsx', code: "export { api } from '../api/client';", errors: [error] },
    { filename: 'src/ui/list.tsx', code: "const load = () => import('../api/client.ts');", errors: [error] },
  ],
});
