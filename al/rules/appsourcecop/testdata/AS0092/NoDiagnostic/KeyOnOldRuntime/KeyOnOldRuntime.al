codeunit 70000000 "ABC Setup"
{
}
