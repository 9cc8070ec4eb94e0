codeunit 50110 "Posting Helper"
{
}

codeunit 50111 "Other Helper"
{
}

codeunit [=50110=] "Posting Helper Copy"
{
}
