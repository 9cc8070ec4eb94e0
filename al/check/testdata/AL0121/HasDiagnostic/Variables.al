codeunit 50600 "Twice Declared"
{
    var
        Counter: Integer;
        "Customer Name": Text[100];
        [=counter=]: Decimal;

    var
        [="Customer Name"=]: Code[20];

    procedure Locals()
    var
        Amount: Decimal;
        Total, [=amount=]: Decimal;
    begin
    end;

    procedure Parameters(No: Code[20]; var [=NO=]: Code[20])
    begin
    end;

    procedure ParameterAndLocal(Item: Code[20]) Result: Integer
    var
        [="Item"=]: Record Item;
        [=result=]: Integer;
    begin
    end;

    procedure ReturnAndParameter(Value: Integer) [=Value=]: Integer
    begin
    end;
}

table 50600 "Twice Declared Table"
{
    fields
    {
        field(1; Code; Code[20])
        {
            trigger OnValidate()
            var
                Seen: Boolean;
                [=SEEN=]: Boolean;
            begin
            end;
        }
    }

    trigger OnInsert()
    var
        Check: Boolean;
        [=check=]: Integer;
    begin
    end;
}
