namespace [=System.Tooling.Helpers=];

codeunit 50100 "Helper"
{
}
