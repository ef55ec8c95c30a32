const canUseDOM = typeof document !== 'undefined';

/** `ExecutionEnvironment.canUseDOM` and its kin: false while the server renders, true in an island. */
const ExecutionEnvironment = {
  canUseDOM,
  canUseEventListeners: canUseDOM,
  canUseIntersectionObserver: canUseDOM && typeof IntersectionObserver !== 'undefined',
  canUseViewport: canUseDOM,
};

export default ExecutionEnvironment;
