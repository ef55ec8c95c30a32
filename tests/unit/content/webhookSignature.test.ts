import { execFileSync, spawnSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../helpers.js';

// The verification code on the Webhooks page, run as published: each language checks deliveries
// this test signs the way the page says Codex does (HMAC-SHA256 of "<timestamp>.<raw body>", hex).

const page = readFileSync(path.join(repoRoot, 'content/docs/webhooks/intro.md'), 'utf8');
/** The code of the fenced block with this title on the page. */
function snippet(title: string): string {
  const match = new RegExp('^```\\w+ title="' + title.replace('.', '\\.') + '"\\n([\\s\\S]*?)^```', 'm').exec(
    page,
  );
  if (!match) throw new Error(`the Webhooks page has no code block titled ${title}`);
  return match[1]!;
}

const SECRET = 'whsec_test_4f9a2c';
const NOW = 1_764_067_200;
const BODY = JSON.stringify({
  event: 'Publish',
  model: 'article',
  organization: 'acme',
  object: { id: 'ce7Hq2XkLm' },
});
const sign = (timestamp: string, body: string, secret = SECRET): string =>
  'sha256=' + createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

interface Delivery {
  name: string;
  body: string;
  timestamp: string;
  signature: string;
  valid: boolean;
}
const deliveries: Delivery[] = [
  { name: 'signed now', body: BODY, timestamp: String(NOW), signature: sign(String(NOW), BODY), valid: true },
  {
    name: 'signed 4 minutes ago',
    body: BODY,
    timestamp: String(NOW - 240),
    signature: sign(String(NOW - 240), BODY),
    valid: true,
  },
  {
    name: 'body changed',
    body: BODY.replace('Publish', 'Delete'),
    timestamp: String(NOW),
    signature: sign(String(NOW), BODY),
    valid: false,
  },
  {
    name: 'timestamp changed',
    body: BODY,
    timestamp: String(NOW - 1),
    signature: sign(String(NOW), BODY),
    valid: false,
  },
  {
    name: 'replayed after 6 minutes',
    body: BODY,
    timestamp: String(NOW - 360),
    signature: sign(String(NOW - 360), BODY),
    valid: false,
  },
  {
    name: 'other secret',
    body: BODY,
    timestamp: String(NOW),
    signature: sign(String(NOW), BODY, 'whsec_other'),
    valid: false,
  },
  {
    name: 'Base64 signature',
    body: BODY,
    timestamp: String(NOW),
    signature: 'sha256=' + createHmac('sha256', SECRET).update(`${NOW}.${BODY}`).digest('base64'),
    valid: false,
  },
  { name: 'no signature', body: BODY, timestamp: String(NOW), signature: '', valid: false },
];
const expected = deliveries.map((d) => d.valid);

const dir = mkdtempSync(path.join(tmpdir(), 'docsgen-webhook-'));
/** The Go the snippet needs (`strings.CutPrefix`): 1.21 or later. Debian 12's own is 1.19. */
const GO_MINOR = 21;
const goVersion = /go1\.(\d+)/.exec(spawnSync('go', ['version']).stdout?.toString() ?? '');
const hasGo = !!goVersion && Number(goVersion[1]) >= GO_MINOR;

describe('webhook signature verification on the Webhooks page', () => {
  it('Node: accepts exactly the deliveries signed with the secret within 5 minutes', async () => {
    const file = path.join(dir, 'verify-codex-signature.mjs');
    writeFileSync(file, snippet('verify-codex-signature.mjs'));
    const { verifyCodexSignature } = (await import(pathToFileURL(file).href)) as {
      verifyCodexSignature(
        body: Buffer,
        timestamp: string,
        signature: string,
        secret: string,
        now: number,
      ): boolean;
    };
    const results = deliveries.map((d) =>
      verifyCodexSignature(Buffer.from(d.body), d.timestamp, d.signature, SECRET, NOW),
    );
    expect(results).toEqual(expected);
  });

  it('Python: accepts exactly the deliveries signed with the secret within 5 minutes', () => {
    writeFileSync(path.join(dir, 'verify_codex_signature.py'), snippet('verify_codex_signature.py'));
    const driver = [
      'import json, sys',
      'from verify_codex_signature import verify_codex_signature',
      'cases = json.load(sys.stdin)',
      `print(json.dumps([verify_codex_signature(c["body"].encode(), c["timestamp"], c["signature"], ${JSON.stringify(SECRET)}, ${NOW}) for c in cases]))`,
    ].join('\n');
    const out = execFileSync('python3', ['-c', driver], { cwd: dir, input: JSON.stringify(deliveries) });
    expect(JSON.parse(out.toString())).toEqual(expected);
  });

  // Go is not part of this project's toolchain: the check runs where Go 1.21 or later is installed.
  it.skipIf(!hasGo)(
    'Go (skipped without Go 1.21 or later on PATH): accepts exactly the deliveries signed within 5 minutes',
    () => {
      const goDir = path.join(dir, 'go');
      mkdirSync(goDir);
      writeFileSync(path.join(goDir, 'go.mod'), `module example.com/codexwebhook\n\ngo 1.${GO_MINOR}\n`);
      writeFileSync(path.join(goDir, 'verify.go'), snippet('verify.go'));
      writeFileSync(
        path.join(goDir, 'verify_test.go'),
        [
          'package codexwebhook',
          'import ("encoding/json"; "fmt"; "os"; "testing"; "time")',
          'func TestCases(t *testing.T) {',
          '  var cases []struct{ Body, Timestamp, Signature string }',
          '  json.Unmarshal([]byte(os.Getenv("CASES")), &cases)',
          '  out := []bool{}',
          `  for _, c := range cases { out = append(out, VerifySignature([]byte(c.Body), c.Timestamp, c.Signature, ${JSON.stringify(SECRET)}, time.Unix(${NOW}, 0))) }`,
          '  b, _ := json.Marshal(out); fmt.Println("RESULT" + string(b))',
          '}',
        ].join('\n'),
      );
      const out = execFileSync('go', ['test', '-run', 'TestCases', '-v', '.'], {
        cwd: goDir,
        env: { ...process.env, CASES: JSON.stringify(deliveries) },
      }).toString();
      expect(JSON.parse(/RESULT(.*)/.exec(out)![1]!)).toEqual(expected);
    },
  );
});
