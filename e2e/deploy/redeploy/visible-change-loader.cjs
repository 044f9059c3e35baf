// The visible change of the redeployed remote-marketing (webpack.config.cjs): fails the build if
// the line it changes is gone, so the test never deploys an unchanged build by accident.
const FROM = '<LeadsPage title={title} ';
const TO = '<LeadsPage title={`${title} · versão nova`} ';

module.exports = function visibleChange(source) {
  if (!source.includes(FROM)) throw new Error(`leads.tsx não tem mais "${FROM}": ajuste visible-change-loader.cjs`);
  return source.replace(FROM, TO);
};
