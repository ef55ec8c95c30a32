import { serveAnalysis } from './analysisPool.js';

/** Worker thread of a large `docsgen check`: analyses the batches of pages it is sent. */
void serveAnalysis();
