/** GitHub's zen sayings (`GET /zen`), which the spec flavor's pings carry too. */
export const ZEN = [
  'Keep it logically awesome.',
  'Design for failure.',
  'Approachable is better than simple.',
  'Mind your words, they are important.',
  'Speak like a human.',
  'Half measures are as bad as nothing at all.',
  'Favor focus over features.',
];
