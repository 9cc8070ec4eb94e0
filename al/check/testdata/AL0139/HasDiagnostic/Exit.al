codeunit 50130 "Exit Values"
{
    procedure NoValue()
    begin
        if true then
            exit([=1=]);
        exit;
    end;

    local procedure Nested(Items: List of [Integer])
    var
        Item: Integer;
    begin
        foreach Item in Items do
            if Item > 0 then
                exit([=Item > 1=]);
    end;

    trigger OnRun()
    begin
        exit([=NoValueCall()=]);
    end;

    local procedure NoValueCall(): Boolean
    begin
        exit(true);
    end;
}

table 50130 "Exit Table"
{
    fields
    {
        field(1; "No."; Code[20])
        {
            trigger OnValidate()
            begin
                exit([="No." <> ''=]);
            end;
        }
    }
}
