namespace Own.Sales;

using Base.Sales;

codeunit 50101 "Own Traps"
{
    var
        "Quoted Total": Decimal;
        DocumentSender: Interface "Document Sender";

    procedure Names(var SalesHeader: Record "Sales Header"; Kind: Enum "Document Kind"): Integer
    var
        Customer: Record Customer;
        Element: XmlElement;
        Ordinal: Integer;
        Info: ErrorInfo;
    begin
        // Names differing in case, quoted and unquoted.
        "quoted total" := SalesHeader.Amount;
        QUOTED := 1;
        // Fields of a known record named like built-ins.
        Customer.SetRange(Count, 1);
        Customer.SetRange("No.", '10000');
        // A with body: names may be fields of the with record.
        with Customer do
            Name := 'x';
        // Types, enums, options and namespaces where AL names them.
        Kind := Enum::"Document Kind"::Order;
        Kind := "Document Kind".FromInteger(1);
        foreach Ordinal in "Document Kind".Ordinals() do;
        Kind := Base.Sales."Document Kind"::Quote;
        Ordinal := Database::Customer;
        Element := XmlElement.Create('root');
        Info := ErrorInfo.Create('message');
        if DocumentSender is "Document Sender" then;
        // Global methods, Database, Session and File methods without receiver.
        Message('%1', CompanyName());
        Commit();
        if Exists('file.txt') then
            Erase('file.txt');
        if not IsSessionActive(SessionId()) then
            exit(StrLen(UserId()));
        exit(Ordinal);
    end;

    procedure Overloaded(): Integer
    begin
        exit(Overloaded(1));
    end;

    procedure Overloaded(Value: Integer): Integer
    begin
        exit(Value);
    end;

    var
        QUOTED: Integer;

    [EventSubscriber(ObjectType::Table, Database::Customer, 'OnAfterValidateEvent', 'Name', false, false)]
    local procedure OnAfterValidateName(var Rec: Record Customer; var xRec: Record Customer)
    begin
        if Rec.Name <> xRec.Name then
            Rec.CheckCredit();
    end;
}
