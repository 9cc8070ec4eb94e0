codeunit 50150 "AA0161 Not Test"
{
    procedure Check()
    begin
        [=asserterror=] Error('fails');
    end;
}

codeunit 50151 "AA0161 Normal Subtype"
{
    Subtype = Normal;

    trigger OnRun()
    begin
        if true then
            [=asserterror=] Error('fails');
    end;
}

page 50150 "AA0161 Page"
{
    trigger OnOpenPage()
    begin
        [=asserterror=] Error('fails');
    end;
}
