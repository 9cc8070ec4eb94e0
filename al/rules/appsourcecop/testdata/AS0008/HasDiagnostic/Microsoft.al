namespace [=microsoft=];

codeunit 50101 "Helper Two"
{
}
