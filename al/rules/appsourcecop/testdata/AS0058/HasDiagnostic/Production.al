codeunit 70000000 "ABC Posting"
{
    procedure TryPost()
    begin
        [=asserterror=] Error('fails');
        if true then
            [=AssertError=] Post();
    end;

    local procedure Post()
    begin
    end;
}

codeunit 70000001 "ABC Not A Test"
{
    Subtype = Normal;

    trigger OnRun()
    begin
        [=asserterror=] Error('x');
    end;
}
