codeunit 74999990 [="ABC Setup"=]
{
}
