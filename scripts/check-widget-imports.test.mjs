// `node --test scripts/`: the widget import rule refuses a planted violation and lets the allowed imports through.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { findWidgetImportViolations } from './check-widget-imports.mjs';

function plantTree(files) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'widget-imports-'));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    fs.writeFileSync(path.join(root, name), text);
  }
  return root;
}

test('refuses a widget importing another widget, statically, by re-export or dynamically', () => {
  const root = plantTree({
    'booking-form/BookingForm.tsx': "import { x } from '../booking-table/store';\nexport { y } from '../user-form/values';\n",
    'booking-form/views/Deep.tsx': "const lazy = () => import('../../sign-in/SignIn');\n",
    'booking-table/store.ts': '',
  });
  const found = findWidgetImportViolations(root).map((v) => `${v.feature}->${v.target}:${v.line}`);
  assert.deepEqual(found.sort(), ['booking-form->booking-table:1', 'booking-form->sign-in:1', 'booking-form->user-form:2']);
});

test('lets through shared folders, the own feature from a nested folder, packages and the entries', () => {
  const root = plantTree({
    'booking-calendar/views/Week.tsx': "import { model } from '../model';\nimport { Button } from '../../ui/Button';\nimport React from 'react';\n",
    'booking-calendar/model.ts': "import { api } from '../api/client';\nimport { session } from '../session/session-store';\n",
    'booking-calendar/element.test.ts': "import { registerMotorpoolElements } from '../elements';\n",
    'standalone/motorpool-elements.ts': "import '../booking-calendar/element';\n",
    'ui/Button.tsx': '',
    'index.ts': "export { BookingCalendar } from './booking-calendar/BookingCalendar';\n",
  });
  assert.deepEqual(findWidgetImportViolations(root), []);
});
