codeunit 50463 "Conversion Rows Fine"
{
    var
        GreetingLbl: Label 'Hello';
        OldTxt: TextConst ENU = 'Old';

    // One assignment per row of the conversion table that converts, or
    // that the language reference does not settle (not judged).
    procedure Run(Ref: RecordId; Id: Guid)
    var
        Count: Integer;
        Big: BigInteger;
        Amount: Decimal;
        Name: Text;
        No: Code[20];
        Elapsed: Duration;
        Sep: Char;
        Choice: Option First,Second;
        OtherId: Guid;
        OtherRef: RecordId;
    begin
        // Guid and Text or Code.
        Name := Id;
        No := Id;
        OtherId := Name;
        // RecordId and Text.
        Name := Ref;
        OtherRef := Name;
        // BigInteger and Integer or Decimal.
        Big := Count;
        Count := Big;
        Amount := Big;
        Big := Amount;
        // Duration and Integer or BigInteger.
        Elapsed := Count;
        Count := Elapsed;
        Elapsed := Big;
        Big := Elapsed;
        // Char and Integer; Char to Text; Text to Char is not judged.
        Sep := Count;
        Count := Sep;
        Name := Sep;
        Sep := Name;
        // Label and TextConst to Text and Code.
        Name := GreetingLbl;
        No := OldTxt;
        // Code and Text.
        Name := No;
        No := Name;
        // Option and Integer.
        Count := Choice;
        Choice := Count;
        // The same kind.
        OtherId := Id;
        OtherRef := Ref;
    end;
}
