table 50200 "Overflow Item"
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; Description; Text[100]) { }
        field(3; "Search Name"; Code[30]) { }
    }
}

codeunit 50201 "Overflow Demo"
{
    var
        ShortCode: Code[10];

    procedure LongerVariable(LongText: Text[50])
    var
        ShortText: Text[20];
    begin
        ShortText := [=LongText=];
    end;

    procedure UnboundedParameter(Value: Text)
    var
        Item: Record "Overflow Item";
    begin
        Item."No." := [=Value=];
    end;

    procedure LongerField()
    var
        Item: Record "Overflow Item";
    begin
        ShortCode := [=Item."Search Name"=];
    end;

    procedure Literal()
    begin
        ShortCode := [='ABCDEFGHIJK'=];
    end;

    procedure Concatenation(Part: Code[10])
    begin
        ShortCode := [=Part + '-'=];
    end;

    procedure Substituted(A: Code[10]; B: Code[10])
    var
        Item: Record "Overflow Item";
    begin
        Item."No." := [=StrSubstNo('%1-%2', A, B)=];
    end;

    procedure CutTooLong(Value: Text[100])
    begin
        ShortCode := [=CopyStr(Value, 1, 11)=];
        ShortCode := [=CopyStr(Value, 1, MaxStrLen(ShortCode) - 1) + 'AB'=];
    end;

    procedure BuiltInResult()
    var
        Item: Record "Overflow Item";
    begin
        Item.Description := [=Item.GetFilter("No.")=];
    end;

    procedure LabelTooLong()
    var
        LongLbl: Label 'This caption is longer than ten';
    begin
        ShortCode := [=LongLbl=];
    end;

    procedure Returned(Value: Text[30]): Code[20]
    begin
        exit([=Value=]);
    end;

    procedure ProcedureResult()
    begin
        ShortCode := [=Describe()=];
    end;

    local procedure Describe(): Text[50]
    begin
        exit('');
    end;

    procedure SystemTexts()
    var
        CompanyText: Text[30];
    begin
        CompanyText := [=CompanyName()=];
    end;

    procedure VarArguments()
    var
        Item: Record "Overflow Item";
        City: Text[30];
    begin
        Lookup([=City=], [=Item."No."=]);
    end;

    local procedure Lookup(var CityText: Text; var ItemNo: Code[50])
    begin
        CityText := '';
        ItemNo := '';
    end;
}
