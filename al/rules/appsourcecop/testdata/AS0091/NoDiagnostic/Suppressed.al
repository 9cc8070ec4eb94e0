#pragma warning disable AS0091
codeunit 50100 C
{
}
