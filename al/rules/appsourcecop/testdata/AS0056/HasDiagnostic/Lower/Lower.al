namespace ABC.Tools;

codeunit 70000000 [="ABC Setup"=]
{
}
