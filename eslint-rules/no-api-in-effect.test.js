import rule from './no-api-in-effect.js';
import { ruleTester } from './rule-tester.js';

const filename = 'src/areas/purchasing/orders.tsx';
const error = (name) => ({ messageId: 'apiInEffect', data: { name } });

ruleTester.run('no-api-in-effect', rule, {
  valid: [
    { filename, code: "import { useEffect } from 'react'; useEffect(() => { if (code) session.send({ type: 'handoff.exchange', code }); }, [code]);" },
    { filename, code: "import { fetchOrders } from './purchasing.actors'; const machine = m.provide({ actors: { load: fromPromise(() => fetchOrders()) } });" },
    { filename, code: "import type { Order } from './purchasing.actors'; useEffect(() => { const o: Order | null = null; void o; }, []);" },
    { filename, code: "import { ApiError } from '../../api/errors'; useEffect(() => { if (error instanceof ApiError) setShown(true); }, [error]);" },
    { filename, code: 'function make(fetch) { useEffect(() => { fetch(1); }, []); }' },
  ],
  invalid: [
    {
      filename,
      code: "import { fetchSupplierOptions } from './purchasing.actors'; useEffect(() => { void fetchSupplierOptions().then(set); }, []);",
      errors: [error('fetchSupplierOptions')],
    },
    { filename, code: "import { api } from '../../api/client'; React.useEffect(() => { api.GET('/orders/'); });", errors: [error('api')] },
    { filename, code: "useLayoutEffect(function () { fetch('/1/api/orders/').then((r) => r.json()).then(set); }, []);", errors: [error('fetch')] },
    { filename, code: 'useEffect(() => { const go = async () => set(await window.fetch(url)); void go(); }, [url]);', errors: [error('window.fetch')] },
    { filename, code: "import { dataOf } from '../../api/errors'; useEffect(() => { void dataOf(call, 'x').then(set); }, []);", errors: [error('dataOf')] },
  ],
});
