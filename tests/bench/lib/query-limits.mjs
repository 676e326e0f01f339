// The query limits on the fragment-doubling document (issue 12): every fragment spreads the next
// one twice, so the document expands to 3 × 2^30 − 1 selections. The limits must refuse it in
// time linear in the document; the baseline is graphql-js's own validation of the same document.
import { performance } from 'node:perf_hooks';
import { parse, validate } from 'graphql';
import api from '@clix/api';

const LEVELS = 30;
const MIN_SECONDS = 1;

export function fragmentDoubling(n) {
  const fragments = Array.from({ length: n }, (_, i) => `fragment F${i} on Query { ...F${i + 1} ...F${i + 1} }`);
  return `query { ...F0 } ${fragments.join(' ')} fragment F${n} on Query { __typename }`;
}

/** Median milliseconds of `run`, repeated for at least MIN_SECONDS after as long a warm-up. */
function medianMs(run) {
  const times = [];
  for (const keep of [false, true]) {
    const until = performance.now() + MIN_SECONDS * 1000;
    while (performance.now() < until || (keep && times.length < 20)) {
      const started = performance.now();
      run();
      if (keep) times.push(performance.now() - started);
    }
  }
  times.sort((a, b) => a - b);
  return { ms: times[Math.floor(times.length / 2)], runs: times.length };
}

export function queryLimitsFigure() {
  const source = fragmentDoubling(LEVELS);
  const schema = api.buildAppSchema();
  const limits = api.limitsFromEnv({});
  const document = parse(source);
  const rules = api.queryLimitRules(limits);
  // What the server checks before anything runs: the tokens of the source, then the limit rules.
  const check = () => api.tokenLimitError(source, limits.maxTokens) ?? validate(schema, document, rules);
  const errors = check();
  const refusal = Array.isArray(errors) ? errors[0] : errors;
  if (refusal?.extensions.code !== 'QUERY_TOO_LARGE')
    throw new Error(`the n=${LEVELS} document was not refused with QUERY_TOO_LARGE: ${JSON.stringify(errors)}`);
  if (validate(schema, document).length) throw new Error(`graphql-js refuses the n=${LEVELS} document: the baseline would not be its full validation`);
  const ours = medianMs(check);
  const graphqlJs = medianMs(() => validate(schema, document));
  return {
    value: `${ours.ms.toFixed(3)} ms`,
    baseline: `validate() ${graphqlJs.ms.toFixed(3)} ms`,
    ratio: ours.ms / graphqlJs.ms,
    measured: { value: ours.ms, unit: 'ms', baseline: graphqlJs.ms, baselineUnit: 'ms (graphql-js validate)' },
    note: `median of ${ours.runs} / ${graphqlJs.runs} runs in-process; ${source.length} bytes, refused ${refusal.extensions.code} (${refusal.extensions.selections} selections > ${refusal.extensions.maxSelections}); the checks: tokens (graphql-armor's lexer) then depth, aliases, directives (graphql-armor) and selections; graphql-js: validate() with its specified rules`,
  };
}
