enum 50461 "Conversion Kind"
{
    value(0; None) { }
    value(1; Some) { }
}

codeunit 50461 "Conversion Table Fine"
{
    var
        GreetingLbl: Label 'Hello';
        OldTxt: TextConst ENU = 'Old';

    procedure Run(Ref: RecordId)
    var
        Name: Text;
        No: Code[20];
        Count: Integer;
        Big: BigInteger;
        Elapsed: Duration;
        Id: Guid;
        Kind: Enum "Conversion Kind";
        Choice: Option A,B;
        Sep: Char;
    begin
        // Label and TextConst convert to Text and Code.
        Name := GreetingLbl;
        No := OldTxt;
        Name := GreetingLbl + OldTxt;
        // Rows not judged: Enum and Integer (the compiler's warning AL0603,
        // not an error), Guid and Text, RecordId, BigInteger and Duration,
        // Option and Char with Integer.
        Count := Kind;
        Kind := Count;
        Name := Id;
        Id := Name;
        Name := Ref;
        Elapsed := Big;
        Big := Elapsed;
        Count := Choice;
        Choice := Count;
        Count := Sep;
    end;
}
