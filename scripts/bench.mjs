// `npm run bench`: the performance benchmark of the performance issue — not written yet.
console.error('npm run bench: the benchmark is not implemented yet (see the open performance issue).');
process.exit(1);
