dotnet
{
    assembly(mscorlib)
    {
        type(System.Text.StringBuilder; NetBuilder) { }
    }
}

codeunit 50621 "Good Types"
{
    Subtype = Test;

    var
        T: Text;
        T2: TEXT[30];
        C: Code[20];
        I: integer;
        B: BigInteger;
        D: Decimal;
        Flag: Boolean;
        Customer: Record Customer temporary;
        Ids: List of [Integer];
        Map: Dictionary of [Code[20], List of [Text]];
        Helper: Codeunit "Type Helper";
        Kind: Enum "Sales Document Type";
        Sender: Interface "Document Sender";
        Card: TestPage "Customer Card";
        Options: TestRequestPage "Customer List";
        Field: TestField;
        Builder: DotNet NetBuilder;
        Grid: array[2, 3] of Decimal;
        Texts: array[10] of Text[50];
        Msg: Label 'Hello %1', Comment = '%1 = name';
        Choice: Option " ",First,Second;
        Json: JsonObject;
        Secret: SecretText;
        Ref: RecordRef;
        Id: RecordId;
        Stream: InStream;
        Started: DateTime;
        Took: Duration;
        Blob: Codeunit "Temp Blob";
        Port: XmlPort "Some Port";
        Q: Query "Some Query";
        Addin: ControlAddIn "Some AddIn";
        Requests: TestHttpRequestMessage;
        Ver: Version;
        Info: ModuleInfo;
        Payload: Variant;
        Filter: FilterPageBuilder;
        Guid1: Guid;
        Sb: TextBuilder;
        Notif: Notification;
        Err: ErrorInfo;
        Verb: Verbosity;
        Dt: DataClassification;
        Scope: TelemetryScope;
#if CLEAN99
        Later: FutureType;
#else
        Later: Text;
#endif
        "Quoted Name": Integer;
        Tx: TransactionType;

    procedure Use(var Rec: Record "Sales Header"; Amount: Decimal): Integer
    begin
    end;

    procedure Named() Result: Text
    begin
    end;
}
