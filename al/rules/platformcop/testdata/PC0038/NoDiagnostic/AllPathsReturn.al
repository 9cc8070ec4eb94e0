codeunit 50101 "All Paths Return"
{
    procedure Both(Flag: Boolean): Boolean
    begin
        if Flag then
            exit(true)
        else
            exit(false);
    end;

    procedure Last(Flag: Boolean): Integer
    begin
        if Flag then
            exit(1);
        exit(0);
    end;

    procedure CaseWithElse(Kind: Integer): Text
    begin
        case Kind of
            1:
                exit('one');
            2:
                begin
                    Message('two');
                    exit('two');
                end;
            else
                exit('many');
        end;
    end;

    procedure RepeatReturns(Start: Integer): Integer
    begin
        repeat
            Start += 1;
            exit(Start);
        until Start > 10;
    end;

    procedure EndsWithError(Code: Code[20]): Decimal
    begin
        if Code = 'A' then
            exit(1);
        Error('Unknown code %1', Code);
    end;

    procedure EndsWithFieldError(var Item: Record Item): Decimal
    begin
        if Item."No." <> '' then
            exit(2);
        Item.FieldError("No.");
    end;

    procedure EndsWithLocalFailure(Code: Code[20]): Integer
    begin
        if Code <> '' then
            exit(StrLen(Code));
        ThrowMissingCode();
    end;

    local procedure ThrowMissingCode()
    begin
        if GuiAllowed() then
            Error('A code is missing.')
        else
            Error('Code missing');
    end;

    procedure WithDefault(): Integer
    begin
    end;

    procedure NamedResult(Kind: Integer) Result: Boolean
    begin
        if Kind = 1 then
            Result := true;
    end;

    procedure NamedRecord(No: Code[20]) Item: Record Item
    begin
        if No <> '' then
            Item.Get(No);
    end;

    [Obsolete('Use Both instead.', '25.0')]
    procedure OldCheck(Flag: Boolean): Boolean
    begin
        if Flag then
            exit(true);
    end;

    procedure Recursive(N: Integer): Integer
    begin
        if N <= 0 then
            exit(0);
        exit(Recursive(N - 1) + 1);
    end;

    procedure EndlessLoop(): Integer
    begin
        repeat
            if Random(10) = 1 then
                exit(1);
        until false;
    end;
}

table 50102 "Lookup Table"
{
    fields
    {
        field(1; Code; Code[20])
        {
            trigger OnLookup()
            begin
            end;
        }
    }

    procedure Find(): Boolean
    var
        Other: Record "Lookup Table";
    begin
        with Other do
            exit(FindFirst());
    end;
}

page 50103 "Lookup Page"
{
    SourceTable = "Lookup Table";

    trigger OnQueryClosePage(CloseAction: Action): Boolean
    begin
        if CloseAction = Action::OK then
            exit(true);
    end;

    trigger OnDeleteRecord(): Boolean
    begin
        if Rec.Code = '' then
            exit(false);
    end;
}

interface "Price Source"
{
    procedure GetPrice(No: Code[20]): Decimal;
}

controladdin "Price Chart"
{
    Scripts = 'chart.js';
    event ChartReady();
    procedure Render(Data: JsonObject);
}

table 50104 "Old Table"
{
    ObsoleteState = Removed;
    ObsoleteReason = 'Gone';

    fields
    {
        field(1; Code; Code[20]) { }
    }

    procedure IsEmptyCode(): Boolean
    begin
        if Code = '' then
            exit(true);
    end;
}
