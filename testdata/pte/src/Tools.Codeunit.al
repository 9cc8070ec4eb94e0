namespace Microsoft.FleetTools;

codeunit 50306 "FAB Tools"
{
}
