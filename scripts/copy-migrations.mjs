import fs from 'node:fs';

fs.cpSync('src/server/db/migrations', 'dist/server/db/migrations', { recursive: true });
