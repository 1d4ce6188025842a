import { mintToken } from './support';
console.log(await mintToken(process.argv[2], process.argv[3], process.argv[4]));
