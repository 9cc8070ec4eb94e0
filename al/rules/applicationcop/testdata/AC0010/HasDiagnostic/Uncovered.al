table 50420 [="Loan Contract"=]
{
    fields
    {
        field(1; "No."; Code[20]) { }
    }
}

codeunit 50420 [="Loan Posting"=]
{
}

page 50420 [="Loan Contracts"=]
{
    PageType = List;
    SourceTable = "Loan Contract";
}

report 50420 [="Loan Statement"=]
{
}

query 50420 [="Loan Balances"=]
{
    elements
    {
        dataitem(Contract; "Loan Contract")
        {
            column(No; "No.") { }
        }
    }
}

xmlport 50420 [="Loan Import"=]
{
    schema
    {
        textelement(Root) { }
    }
}

permissionset 50420 "Loan Partial"
{
    Assignable = true;
    // granting another object's page does not cover this one
    Permissions = page "Loan Other" = X;
}
